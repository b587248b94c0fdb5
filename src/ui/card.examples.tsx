import { Button } from './Button';
import { Card } from './Card';
import { Photo } from './Photo';
import { Price } from './Price';
import { SAMPLE_PHOTO } from './styleguide/sample-photos';
import type { KitSection } from './styleguide/kit-example';

export const cardExamples: KitSection = {
  title: 'Card',
  id: 'card',
  examples: [
    {
      name: 'room',
      render: () => (
        <div className="sg-grid">
          <Card
            title="Lakeside Double"
            aria-label="Room: Lakeside Double"
            media={<Photo src={SAMPLE_PHOTO} alt="A double room looking over the lake" />}
            footer={
              <>
                <Price amount={145} per="night" />
                <Button variant="primary">Choose</Button>
              </>
            }
          >
            <p>A calm double room looking over the water.</p>
          </Card>
          <Card title="A long room name that wraps onto a second line on a phone">
            <p>Cards without a picture keep the same padding and border.</p>
          </Card>
        </div>
      ),
    },
  ],
};
