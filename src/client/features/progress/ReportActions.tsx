import { useState } from 'react';
import type { Endpoint } from '../../../shared/api/endpoint';
import { failureText } from '../../lib/api';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import { downloadCsv } from './downloadCsv';
import { progressText } from './text';

/** Download CSV (the same rows as the table) and Print. */
export function ReportActions({ csv, query, disabled }: { csv: Endpoint; query: Record<string, string | undefined>; disabled?: boolean }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadCsv(csv, query);
    } catch (err) {
      const text = failureText('download the CSV', err);
      if (text) toast.error(text);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="progress-report-actions no-print">
      <Button variant="secondary" onClick={() => void download()} busy={busy} disabled={disabled}>
        {progressText.downloadCsv}
      </Button>
      <Button variant="secondary" onClick={() => window.print()}>
        {progressText.print}
      </Button>
    </div>
  );
}
