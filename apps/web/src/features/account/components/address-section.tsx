import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type AccountProfile, type GeoLocationResponse, POSTCODE_MAX_LENGTH } from '@regal/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useGeoLocation } from '../api/get-geo-location.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { AccountSection } from './account-section.tsx';
import { type AddressForm, formAfterPositionLookup, formFromAnswer, formOf } from './address-form.ts';
import { MapPreview } from './map-preview.tsx';
import { notifyError, notifySuccess } from './notify.ts';
import { browserPosition, LocationUnavailableError } from './use-browser-location.ts';

/** Street, postcode (max 5), city, read-only coordinates and map; search by address or position. */
export function AddressSection({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation('account');
  const geo = useGeoLocation();
  const save = useUpdateProfile();
  const [form, setForm] = useState<AddressForm>(() => formOf(profile));
  const [problem, setProblem] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const saveErrors = isApiError(save.error) ? save.error.errors : {};

  const apply = (answer: GeoLocationResponse) => {
    const next = formFromAnswer(form, answer);
    if (!next) return setProblem(answer.response.error_message ?? answer.status);
    setForm(next);
  };
  const reasonOf = (error: unknown) =>
    isApiError(error) ? (Object.values(error.errors)[0] ?? error.message) : t('common.networkError');
  const failed = (error: unknown) => setProblem(reasonOf(error));

  const searchAddress = () => {
    setProblem(null);
    // Spec 02 §5: searching needs at least the street.
    if (!form.street.trim()) return setProblem(t('address.streetRequired'));
    geo.mutate(
      { street: form.street, postcode: form.postcode, city: form.city },
      { onSuccess: apply, onError: failed },
    );
  };

  const searchMyLocation = async () => {
    setProblem(null);
    setLocating(true);
    try {
      const position = await browserPosition();
      // The position stays even when no address is found for it (issue 23): the user is told so.
      const settle = (answer: GeoLocationResponse | null, reason: string | null) => {
        const next = formAfterPositionLookup(form, position, answer);
        setForm(next.form);
        if (next.addressFound) return;
        setProblem(reason ? t('address.positionKeptError', { reason }) : t('address.positionKept'));
      };
      geo.mutate(
        { latlng: `${position.lat},${position.lng}` },
        {
          // Nothing found is no error of the lookup; anything else names the geocoder's reason.
          onSuccess: (answer) =>
            settle(
              answer,
              answer.status === 'ZERO_RESULTS' ? null : (answer.response.error_message ?? answer.status),
            ),
          onError: (error) => settle(null, reasonOf(error)),
        },
      );
    } catch (error) {
      if (error instanceof LocationUnavailableError) setProblem(t('address.geolocationDenied'));
      else throw error;
    } finally {
      setLocating(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        location: {
          address: form.street || null,
          street: form.street || null,
          postcode: form.postcode || null,
          city: form.city || null,
          formatted: form.formatted,
          lat: form.lat,
          lng: form.lng,
        },
      },
      {
        onSuccess: () => notifySuccess(t('address.saved')),
        onError: (error) => {
          if (!isApiError(error) || Object.keys(error.errors).length === 0)
            notifyError(t('common.networkError'));
        },
      },
    );
  };

  const set = (name: 'street' | 'postcode' | 'city') => (event: React.ChangeEvent<HTMLInputElement>) => {
    // Read now: React clears currentTarget before a functional update runs.
    const value = event.currentTarget.value;
    setForm((f) => ({ ...f, [name]: value }));
  };

  return (
    <AccountSection title={t('address.title')} testId="account-address">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('address.street')}
            value={form.street}
            onChange={set('street')}
            autoComplete="street-address"
            error={saveErrors['location.street'] ?? saveErrors['location.address']}
            data-testid="address-street"
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <TextInput
              label={t('address.postcode')}
              value={form.postcode}
              onChange={set('postcode')}
              maxLength={POSTCODE_MAX_LENGTH}
              autoComplete="postal-code"
              inputMode="numeric"
              error={saveErrors['location.postcode']}
              data-testid="address-postcode"
            />
            <TextInput
              label={t('address.city')}
              value={form.city}
              onChange={set('city')}
              autoComplete="address-level2"
              style={{ gridColumn: 'span 2' }}
              data-testid="address-city"
            />
          </SimpleGrid>
          <SimpleGrid cols={2}>
            <TextInput
              label={t('address.lat')}
              value={form.lat ?? ''}
              readOnly
              variant="filled"
              data-testid="address-lat"
            />
            <TextInput
              label={t('address.lng')}
              value={form.lng ?? ''}
              readOnly
              variant="filled"
              data-testid="address-lng"
            />
          </SimpleGrid>
          <MapPreview lat={form.lat} lng={form.lng} />
          {problem && (
            <Alert color="orange" variant="light" py="xs" data-testid="address-problem">
              {problem}
            </Alert>
          )}
          <Group justify="space-between">
            <Group gap="xs">
              <Button
                variant="default"
                onClick={searchAddress}
                loading={geo.isPending && !locating}
                data-testid="address-search"
              >
                {t('address.search')}
              </Button>
              <Button
                variant="default"
                onClick={searchMyLocation}
                loading={locating}
                data-testid="address-locate"
              >
                {t('address.locate')}
              </Button>
            </Group>
            <Button type="submit" loading={save.isPending} data-testid="address-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AccountSection>
  );
}
