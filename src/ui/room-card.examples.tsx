import { useState } from 'react';
import { Badge } from './Badge';
import { Button } from './Button';
import { RoomCard, type RoomCardRate } from './RoomCard';
import { SAMPLE_PHOTO, SAMPLE_PHOTO_WIDE } from './styleguide/sample-photos';
import type { KitSection } from './styleguide/kit-example';

const RATES: RoomCardRate[] = [
  {
    id: 'RO',
    name: 'Room Only',
    terms: 'Room only',
    total: 264,
    perNight: 132,
  },
  {
    id: 'BB',
    name: 'Bed & Breakfast',
    flag: <Badge tone="warning">Only 2 rooms left</Badge>,
    terms: 'Breakfast included · Free cancellation until 15 Dec',
    total: 304,
    perNight: 152,
  },
  {
    id: 'SAVE20',
    name: 'Suite Saver',
    terms: '20% off · Non-refundable',
    total: 320,
    was: 400,
    perNight: 160,
  },
];

/** A card as a screen holds it: the chosen rate in state, one "Add room" for it. */
function Example({ rates, photo }: { rates: RoomCardRate[]; photo: boolean }) {
  const [chosen, setChosen] = useState(rates[0]!.id);
  const [added, setAdded] = useState('');
  const rate = rates.find((r) => r.id === chosen)!;
  return (
    <>
      <RoomCard
        title="Lakeside Double"
        intro="A calm double room looking over the water."
        photo={
          photo
            ? {
                src: SAMPLE_PHOTO,
                alt: 'The bedroom of the Lakeside Double',
                sources: [
                  { src: SAMPLE_PHOTO, width: 600 },
                  { src: SAMPLE_PHOTO_WIDE, width: 1200 },
                ],
              }
            : null
        }
        pictures={photo ? 3 : 0}
        details={
          <Button variant="link" aria-haspopup="dialog">
            Room details
          </Button>
        }
        rates={rates}
        chosen={chosen}
        onChoose={setChosen}
        actions={
          <Button
            variant="primary"
            aria-label={`Add room: Lakeside Double, ${rate.name}`}
            onClick={() => setAdded(rate.name)}
          >
            Add room
          </Button>
        }
      />
      <p className="sg-note" role="status">
        {added ? `Added: ${added}` : ''}
      </p>
    </>
  );
}

export const roomCardExamples: KitSection = {
  title: 'Room card',
  id: 'room-card',
  contracts: ['room-card', 'choice-group'],
  examples: [
    {
      name: 'rates',
      note: 'Narrow (a phone): two rates, then “See 1 more rate”. Wide: the photo beside the words, every rate shown.',
      render: () => <Example rates={RATES} photo />,
    },
    {
      name: 'one-rate',
      note: 'A room whose content has no picture: the quiet placeholder keeps the 3:2 box.',
      render: () => <Example rates={RATES.slice(0, 1)} photo={false} />,
    },
  ],
};
