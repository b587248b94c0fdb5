import { useState } from 'react';
import { AsyncBlock, type AsyncStatus } from './AsyncBlock';
import { EmptyState } from './EmptyState';
import { LinkButton } from './LinkButton';
import { Skeleton } from './Skeleton';
import { StepIndicator } from './StepIndicator';
import type { KitSection } from './styleguide/kit-example';

/** An AsyncBlock driven by buttons, as a store would drive it. */
function Rooms({ start }: { start: AsyncStatus }) {
  const [status, setStatus] = useState<AsyncStatus>(start);
  return (
    <AsyncBlock
      status={status}
      loadingText="Loading rooms…"
      error="We could not load the rooms. Please try again."
      onRetry={() => setStatus('loaded')}
      isEmpty={start === 'loaded'}
      empty={<EmptyState title="No rooms on these dates">Try other dates.</EmptyState>}
    >
      {() => <p>Lakeside Double, Garden Twin</p>}
    </AsyncBlock>
  );
}

export const skeletonExamples: KitSection = {
  title: 'Skeleton',
  id: 'skeleton',
  examples: [
    { name: 'text', note: 'The shimmer stops under reduced motion.', render: () => <Skeleton /> },
    {
      name: 'photo-block',
      render: () => (
        <div className="sg-grid">
          <Skeleton shape="photo" />
          <Skeleton shape="block" />
        </div>
      ),
    },
  ],
};

export const emptyStateExamples: KitSection = {
  title: 'EmptyState',
  id: 'empty-state',
  examples: [
    {
      name: 'cart',
      render: () => (
        <EmptyState
          title="Your cart is empty"
          actions={
            <LinkButton variant="primary" href="#book">
              Find a room
            </LinkButton>
          }
        >
          <p>Choose your dates to see rooms and prices.</p>
        </EmptyState>
      ),
    },
  ],
};

export const stepIndicatorExamples: KitSection = {
  title: 'StepIndicator',
  id: 'step-indicator',
  examples: [
    {
      name: 'stay',
      render: () => <StepIndicator current="stay" label="Booking progress (stay)" />,
    },
    {
      name: 'details',
      render: () => <StepIndicator current="details" label="Booking progress (details)" />,
    },
    {
      name: 'confirmed',
      render: () => <StepIndicator current="confirmed" label="Booking progress (confirmed)" />,
    },
  ],
};

export const asyncBlockExamples: KitSection = {
  title: 'AsyncBlock',
  id: 'async-block',
  examples: [
    { name: 'loading', render: () => <Rooms start="loading" /> },
    {
      name: 'failed',
      note: 'Try again asks the store to load again.',
      render: () => <Rooms start="failed" />,
    },
    { name: 'empty', render: () => <Rooms start="loaded" /> },
  ],
};
