import { DiskStorage } from './disk-storage';
import { parseStorageUrl, S3Storage } from './s3-storage';
import type { Storage } from './storage';

/**
 * The storage the app uses: an S3-compatible bucket when STORAGE_URL is set (see `parseStorageUrl` for
 * the format), otherwise files under `${dataDir}/files`. A malformed STORAGE_URL throws an Error naming it.
 */
export function createStorage(opts: { storageUrl?: string; dataDir: string }): Storage {
  const url = opts.storageUrl?.trim();
  return url ? new S3Storage(parseStorageUrl(url)) : new DiskStorage(opts.dataDir);
}
