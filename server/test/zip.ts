import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import yauzl from 'yauzl';

const open = promisify<Buffer, yauzl.Options, yauzl.ZipFile>(yauzl.fromBuffer);

/** The files of a zip (name → contents), read with yauzl, which checks the archive as it reads it. */
export async function readZip(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await open(zip, { lazyEntries: true });
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    archive.on('error', reject);
    archive.on('end', resolve);
    archive.on('entry', (entry: yauzl.Entry) => {
      archive
        .openReadStreamPromise(entry)
        .then(buffer)
        .then((data) => {
          files.set(entry.fileName, data);
          archive.readEntry();
        }, reject);
    });
    archive.readEntry();
  });
  return files;
}
