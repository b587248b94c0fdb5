import { useState } from 'react';
import { $bulk, stopBulk } from '../../../../src/stores/engine/activities';
import { Alert } from '../../../../src/ui/Alert';
import { Button } from '../../../../src/ui/Button';
import { InlineStatus } from '../../../../src/ui/InlineStatus';
import { useStore } from '../../../../src/ui/use-store';

/**
 * Several places being added one by one (booking-engine.md §4, "Bulk booking"): "Adding place
 * 2 of 4" with Stop, then how it ended, in words. A failure part-way says exactly how many
 * places were added (and kept).
 */
export function BulkProgress() {
  const bulk = useStore($bulk);
  // A run that ends while this drawer shows it: its outcome takes focus, since the guest's
  // Stop has gone and "Add to cart" is dimmed again (nothing chosen). An outcome left from an
  // earlier run, shown as the drawer opens, leaves focus to the drawer.
  const [sawRun, setSawRun] = useState(false);
  if (bulk.status === 'running' && !sawRun) setSawRun(true);
  if (bulk.status === 'idle') return null;
  if (bulk.status === 'running') {
    return (
      <div className="bulk-progress" part="bulk-progress">
        <InlineStatus tone="busy" part="bulk-status">
          {bulk.text}
        </InlineStatus>
        <Button part="stop" onClick={stopBulk}>
          Stop
        </Button>
      </div>
    );
  }
  if (bulk.status === 'failed') {
    return (
      <Alert tone="error" part="bulk-outcome" takeFocus={sawRun}>
        <p>{bulk.text}</p>
      </Alert>
    );
  }
  return (
    <InlineStatus
      tone={bulk.status === 'done' ? 'success' : 'info'}
      part="bulk-outcome"
      takeFocus={sawRun}
    >
      {bulk.text}
    </InlineStatus>
  );
}
