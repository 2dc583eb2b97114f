import { GEOLOCATION_OPTIONS } from '@regal/shared';

export class LocationUnavailableError extends Error {
  override name = 'LocationUnavailableError';
}

/**
 * The browser's position (spec 02 §9: high accuracy, 10 s timeout, no cached position).
 * Denied, timed out or unsupported all reject with LocationUnavailableError.
 */
export function browserPosition(): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) return reject(new LocationUnavailableError('unsupported'));
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(new LocationUnavailableError(error.message)),
      { ...GEOLOCATION_OPTIONS },
    );
  });
}
