import { FILE_URL_PATTERN } from '@cp/shared/domain';

const PATTERN = new RegExp(FILE_URL_PATTERN.replace('[0-9a-f]{64}', '([0-9a-f]{64})'));

/** The stable URL of a stored file. */
export const fileUrl = (sha256: string) => `/v1/cp168/files/${sha256}.webp`;

/** The sha256 of a URL this server issued, or null for any other URL. */
export function shaOfFileUrl(url: string): string | null {
  return PATTERN.exec(url)?.[1] ?? null;
}
