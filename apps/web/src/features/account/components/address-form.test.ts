import type { GeoLocationResponse } from '@regal/shared';
import { describe, expect, it } from 'vitest';
import { type AddressForm, formAfterPositionLookup } from './address-form.ts';

const typed: AddressForm = {
  street: 'Alte Straße 3',
  postcode: '12345',
  city: 'Altstadt',
  lat: 50.1,
  lng: 8.6,
  formatted: 'Alte Straße 3, 12345 Altstadt',
};
const position = { lat: 54.5, lng: 7.25 };

const found: GeoLocationResponse = {
  status: 'OK',
  location: { lat: 52.521918, lng: 13.413215 },
  address: {
    address: 'Alexanderplatz 1',
    street: 'Alexanderplatz',
    nr: '1',
    city: 'Berlin',
    postal_code: '10178',
    formatted: 'Alexanderplatz 1, 10178 Berlin, Deutschland',
  },
  response: { error_message: null },
};

describe('the browser position after the reverse lookup', () => {
  it('takes the found address and its point', () => {
    const next = formAfterPositionLookup(typed, position, found);
    expect(next.addressFound).toBe(true);
    expect(next.form).toEqual({
      street: 'Alexanderplatz 1',
      postcode: '10178',
      city: 'Berlin',
      lat: 52.521918,
      lng: 13.413215,
      formatted: 'Alexanderplatz 1, 10178 Berlin, Deutschland',
    });
  });

  it('keeps the browser position when the lookup finds nothing', () => {
    const none: GeoLocationResponse = {
      status: 'ZERO_RESULTS',
      location: null,
      address: null,
      response: { error_message: 'Unable to geocode' },
    };
    const next = formAfterPositionLookup(typed, position, none);
    expect(next.addressFound).toBe(false);
    expect(next.form).toEqual({ ...typed, lat: 54.5, lng: 7.25, formatted: null });
  });

  it('keeps the browser position when the lookup fails without an answer', () => {
    const next = formAfterPositionLookup({ ...typed, lat: null, lng: null }, position, null);
    expect(next.addressFound).toBe(false);
    expect(next.form.lat).toBe(54.5);
    expect(next.form.lng).toBe(7.25);
    expect(next.form.street).toBe('Alte Straße 3');
  });
});
