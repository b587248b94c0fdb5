import { useState } from 'react';
import type { KitSection } from './styleguide/kit-example';
import { type TimeOption, TimeGrid } from './TimeGrid';

const SAUNA_TIMES: TimeOption[] = [
  { value: '10:00', time: '10:00', note: '5 places left' },
  { value: '12:00', time: '12:00', note: '1 place left' },
  { value: '14:00', time: '14:00', note: 'Fully booked', disabled: true },
  { value: '16:00', time: '16:00', note: '6 places left' },
  { value: '18:00', time: '18:00', note: '6 places left' },
];

/** A grid that keeps its own choice, as a screen's store would. */
function Chooser(props: { times: TimeOption[]; error?: string; first?: string }) {
  const [chosen, setChosen] = useState(props.first ?? '');
  return (
    <TimeGrid
      legend="Times on 3 December, 2026"
      name={`sg-times-${props.error ? 'error' : (props.first ?? 'none')}`}
      times={props.times}
      chosen={chosen}
      onChoose={setChosen}
      error={chosen ? undefined : props.error}
      errorId="sg-times-error"
    />
  );
}

export const timeGridExamples: KitSection = {
  title: 'TimeGrid',
  id: 'time-grid',
  examples: [
    {
      name: 'sessions',
      note: 'Tab enters the group once; the arrow keys move between times. A full time says so.',
      render: () => <Chooser times={SAUNA_TIMES} first="10:00" />,
    },
    {
      name: 'treatment-times',
      note: 'Times only, none chosen yet.',
      render: () => (
        <Chooser
          times={['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'].map((t) => ({
            value: t,
            time: t,
          }))}
        />
      ),
    },
    {
      name: 'missing',
      note: 'Booked without a time: the error is tied to the group.',
      render: () => <Chooser times={SAUNA_TIMES.slice(0, 3)} error="Please choose a time." />,
    },
  ],
};
