import type { ReactNode } from 'react';
import { Alert } from './Alert';
import css from './async-block.css?inline';
import { Button } from './Button';
import { Skeleton } from './Skeleton';
import { useStyles } from './styles';

/** A store's load, as a view sees it (EXAMPLES.md §4: `{ status: 'loading' | … }`). */
export type AsyncStatus = 'loading' | 'loaded' | 'failed';

export interface AsyncBlockProps {
  status: AsyncStatus;
  /** Said while loading, for screen readers and beside the skeleton ("Loading rooms…"). */
  loadingText: string;
  /** The skeleton's shape, or the block's own stand-in (default three text lines). */
  skeleton?: ReactNode;
  /** Plain words for a failure (from the store). */
  error?: string | null;
  /** "Try again": asks the store to load again. None: no button. */
  onRetry?: () => void;
  /** Loaded, but with nothing to show: this instead of the content. */
  empty?: ReactNode;
  /** Whether the loaded content is empty. */
  isEmpty?: boolean;
  /** The content, rendered only once loaded. */
  children: () => ReactNode;
  part?: string;
}

/**
 * One block for a store's four states (EXAMPLES.md §5): loading (skeleton and words, the
 * block `aria-busy`), failed (an alert with Try again), empty (an EmptyState), loaded (its
 * content). The state is in `data-state` for pages and tests.
 *
 * Parts: `async` (or the `part` given), `retry`. Tokens: see `async-block` in parts.ts.
 */
export function AsyncBlock(props: AsyncBlockProps) {
  useStyles(css);
  const { status, onRetry } = props;
  const state = status === 'loaded' && props.isEmpty ? 'empty' : status;
  let body: ReactNode;
  if (state === 'loading') {
    body = (
      <>
        <p role="status" className="ik-async-loading">
          {props.loadingText}
        </p>
        {props.skeleton ?? <Skeleton />}
      </>
    );
  } else if (state === 'failed') {
    body = (
      <Alert
        tone="error"
        part="error"
        actions={
          onRetry ? (
            <Button part="retry" onClick={onRetry}>
              Try again
            </Button>
          ) : null
        }
      >
        <p>{props.error ?? 'Sorry, this could not be loaded.'}</p>
      </Alert>
    );
  } else if (state === 'empty') {
    body = props.empty;
  } else {
    body = props.children();
  }
  return (
    <div
      className="ik-async"
      part={props.part ?? 'async'}
      data-state={state}
      aria-busy={state === 'loading' || undefined}
    >
      {body}
    </div>
  );
}
