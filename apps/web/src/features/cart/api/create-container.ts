import type { ContainerRequest } from '@regal/shared';
import { useMutation } from '@tanstack/react-query';
import { toApiError } from '../../../lib/api-error.ts';
import { currentLocale } from '../../../lib/i18n.ts';

export interface ContainerDownload {
  filename: string;
  blob: Blob;
}

/** `filename*=UTF-8''…` wins over the ASCII `filename="…"` (RFC 6266). */
function filenameOf(disposition: string | null, fallback: string): string {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (extended) return decodeURIComponent(extended);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * `POST /api/cart/container` → the container file. Not through `apiRequest`, which reads JSON:
 * this answer is a file, only its errors are JSON.
 */
export async function createContainer(request: ContainerRequest): Promise<ContainerDownload> {
  const response = await fetch('/api/cart/container', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': currentLocale() },
    body: JSON.stringify(request),
  });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    throw toApiError(response.status, response.statusText, body);
  }
  const blob = await response.blob();
  const filename = filenameOf(
    response.headers.get('content-disposition'),
    `${request.name}.${request.format}`,
  );
  return { filename, blob };
}

/** Hands a blob to the browser as a download under its file name. */
export function saveDownload({ filename, blob }: ContainerDownload): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useCreateContainer() {
  return useMutation({ mutationFn: createContainer });
}
