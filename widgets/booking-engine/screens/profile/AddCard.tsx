import { useEffect, useLayoutEffect, useRef } from 'react';
import type { CardAddFlow } from '../../../../src/stores/engine/card-add-flow';
import { Button } from '../../../../src/ui/Button';
import { InlineStatus } from '../../../../src/ui/InlineStatus';
import { useStore } from '../../../../src/ui/use-store';

const FRAME_STYLE = {
  width: '100%',
  minHeight: '40rem',
  border: '1px solid var(--ik-color-border, #767676)',
  borderRadius: 'var(--ik-radius-sm, 4px)',
};

/**
 * "Add a card" (booking-engine.md §2 profile, §4 card add): the hosted card page of the payment
 * origin in its card-only mode, in a frame; success stores the card (token and last four
 * digits only) and shows 'Your card has been added successfully.'; a refusal or an error says
 * so with Try again; Cancel adds nothing. Each step replaces what the guest last pressed, so
 * focus follows it (the frame, then the message), in the same frame as the change.
 */
export function AddCard({ flow }: { flow: CardAddFlow }) {
  const state = useStore(flow.$state);
  const focusTarget = useRef<HTMLElement>(null);
  const firstStep = useRef(true);

  useLayoutEffect(() => {
    // Not on arrival: the screen's own focus rule applies then.
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    focusTarget.current?.focus();
  }, [state.step]);

  useEffect(() => {
    void flow.resume();
    const onMessage = (event: MessageEvent) => void flow.handleMessage(event);
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [flow]);

  const said = (text: string) => (
    <p ref={(el) => void (focusTarget.current = el)} role="status" tabIndex={-1} part="card-status">
      {text}
    </p>
  );

  const addButton = (label: string) => (
    <Button part="add-card" onClick={() => void flow.start()}>
      {label}
    </Button>
  );

  switch (state.step) {
    case 'idle':
      return addButton('Add a card');
    case 'starting':
      return said('Opening the secure card form…');
    case 'entering':
      return (
        <iframe
          ref={(el) => void (focusTarget.current = el)}
          part="card-frame"
          style={FRAME_STYLE}
          title="Add a card"
          src={state.forwardUrl}
        />
      );
    case 'saving':
      return said('Saving your card…');
    case 'added':
    case 'cancelled':
      return (
        <div>
          {said(state.message)}
          {addButton(state.step === 'added' ? 'Add another card' : 'Add a card')}
        </div>
      );
    case 'failed':
      return (
        <div part="error">
          {/* Shown only after a step (never on arrival): it takes the focus as it appears. */}
          <InlineStatus tone="error" part="card-status" takeFocus>
            {state.message}
          </InlineStatus>
          {addButton('Try again')}
        </div>
      );
  }
}
