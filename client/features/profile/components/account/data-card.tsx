import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { ApiError } from '#client/lib/api';
import { notify } from '#client/lib/notify';
import { downloadExport, useExports, useRequestExport } from '#client/features/profile/api/data-exports';

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' }) : '');
const size = (bytes: number | null) =>
  bytes === null ? '' : bytes < 1_000_000 ? `${Math.max(1, Math.round(bytes / 1000))} KB` : `${(bytes / 1_000_000).toFixed(1)} MB`;

/** "Download my data": prepared in the background, mailed when ready, downloadable here for 7 days. */
export function DataCard() {
  const exports = useExports();
  const request = useRequestExport();
  const [downloading, setDownloading] = useState<string | null>(null);
  const preparing = exports.data?.some((e) => e.status === 'pending') ?? false;

  const handleDownload = async (id: string) => {
    setDownloading(id);
    try {
      await downloadExport(id);
    } catch (err) {
      notify.error('Download failed', err instanceof ApiError ? err.message : 'Please try again.');
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Your data</CardTitle>
        <CardDescription>
          A zip of your profile, settings, posts with their images, comments, discussions, likes, follows, formulas with their versions,
          orders and notifications, as JSON with a README. We email you when it is ready; the download works for 7 days, for you only.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Button
          className="justify-self-start"
          disabled={request.isPending || preparing}
          onClick={() =>
            request.mutate(undefined, {
              onError: (err) => notify.error('Could not start the export', err instanceof ApiError ? err.message : 'Please try again.'),
            })
          }
        >
          {preparing ? 'Preparing your data…' : 'Download my data'}
        </Button>
        {exports.isPending && <Spinner label="Loading your exports" />}
        {exports.isError && (
          <p role="alert" className="text-sm text-destructive">
            Your exports could not be loaded. Reload the page to try again.
          </p>
        )}
        {exports.data && exports.data.length === 0 && (
          <p className="text-sm text-muted-foreground">You have not asked for a copy of your data yet.</p>
        )}
        {exports.data && exports.data.length > 0 && (
          <ul className="grid gap-2" aria-label="Exports">
            {exports.data.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3 text-sm">
                <span>
                  Asked {day(e.createdAt)} ·{' '}
                  {e.status === 'pending' && (
                    <span role="status" className="inline-flex items-center gap-1">
                      <Spinner size="sm" label="Preparing" /> Preparing…
                    </span>
                  )}
                  {e.status === 'ready' && `Ready, ${size(e.sizeBytes)}, until ${day(e.expiresAt)}`}
                  {e.status === 'expired' && 'Expired'}
                  {e.status === 'failed' && 'Could not be prepared. Please ask again.'}
                </span>
                {e.status === 'ready' && (
                  <Button size="sm" variant="outline" disabled={downloading === e.id} onClick={() => void handleDownload(e.id)}>
                    {downloading === e.id ? 'Downloading…' : 'Download zip'}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
