import { downloadFile } from '#client/lib/download';

/** The IFRA certificate of conformity of one of the member's saved formulas, downloaded as a PDF. */
export function downloadCertificate(id: string, name: string): Promise<void> {
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'formula';
  return downloadFile(`/formulas/${encodeURIComponent(id)}/certificate.pdf`, `ifra-certificate-${slug}.pdf`, 'application/pdf');
}
