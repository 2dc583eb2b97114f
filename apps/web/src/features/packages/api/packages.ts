import {
  type Package,
  type PackagesBulk,
  type PackagesResponse,
  type PackageUpdate,
  ZPackage,
  ZPackageMessage,
  ZPackagesResponse,
} from '@regal/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface PackagesParams {
  page?: number;
  search?: string;
  status?: string;
  sortBy?: string;
  sortOrder?: string;
}

/** `GET /api/packages`: 50 a page. */
export const usePackages = (params: PackagesParams) =>
  useQuery({
    queryKey: ['packages', params],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.get<PackagesResponse>('/api/packages', { query: { ...params }, signal, schema: ZPackagesResponse }),
  });

/** `GET /api/package/{id}`: the package the edit route (`pkg.edit`) opens. */
export const usePackage = (id: number | null) =>
  useQuery({
    queryKey: ['packages', 'one', id],
    enabled: id !== null,
    queryFn: ({ signal }) => api.get<Package>(`/api/package/${id}`, { signal, schema: ZPackage }),
  });

/** Package names for selects (license keys). */
export const usePackageOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['packages', 'options'],
    enabled,
    queryFn: async ({ signal }) => {
      const page = await api.get<PackagesResponse>('/api/packages', {
        query: { sortBy: 'name', sortOrder: 'asc' },
        signal,
        schema: ZPackagesResponse,
      });
      return page.data.map((pkg) => ({
        value: String(pkg.id),
        label: `${pkg.name}${pkg.version ? ` ${pkg.version}` : ''}`,
      }));
    },
  });

function usePackagesMutation<V>(fn: (vars: V) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['packages'] }),
  });
}

export const useSavePackage = () =>
  usePackagesMutation(({ id, body }: { id: number | null; body: PackageUpdate }) =>
    id === null
      ? api.post('/api/package/create', body, { schema: ZPackageMessage })
      : api.patch(`/api/package/${id}`, body, { schema: ZPackageMessage }),
  );

export const useBulkPackages = () =>
  usePackagesMutation((body: PackagesBulk) =>
    api.post('/api/package/bulk', body, { schema: ZPackageMessage }),
  );
