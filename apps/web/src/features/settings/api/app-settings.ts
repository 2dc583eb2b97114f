import { type AppSettingKey, type AppSettingsResponse, ZAppSettingsResponse } from '@regal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const appSettingsKey = ['settings', 'app'] as const;

/** `GET /api/settings/app` (admin): the settings in effect, secrets masked. */
export const useAppSettings = () =>
  useQuery({
    queryKey: appSettingsKey,
    queryFn: ({ signal }) =>
      api.get<AppSettingsResponse>('/api/settings/app', { signal, schema: ZAppSettingsResponse }),
  });

/** `PATCH /api/settings/app`: changed values; null returns one to the environment's value. */
export function useSaveAppSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Partial<Record<AppSettingKey, string | null>>) =>
      api.patch<AppSettingsResponse>('/api/settings/app', { values }, { schema: ZAppSettingsResponse }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(appSettingsKey, answer);
      // The visitor side reads these too (ad link, site name, …).
      await queryClient.invalidateQueries({ queryKey: ['core', 'settings'] });
    },
  });
}
