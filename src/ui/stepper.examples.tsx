import { useState } from 'react';
import { Stepper } from './Stepper';
import type { KitSection } from './styleguide/kit-example';

function Adults() {
  const [value, setValue] = useState(2);
  return <Stepper label="Adults" one="adult" value={value} min={1} max={4} onChange={setValue} />;
}

export const stepperExamples: KitSection = {
  title: 'Stepper',
  id: 'stepper',
  examples: [
    { name: 'default', note: 'At 1 or 4 the button beyond is disabled.', render: () => <Adults /> },
    {
      name: 'with-note',
      render: () => (
        <Stepper
          label="Children"
          note="Ages 2 to 15"
          one="child"
          value={0}
          min={0}
          max={3}
          onChange={() => {}}
        />
      ),
    },
  ],
};
