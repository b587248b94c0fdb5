import type { SpaService } from '../../../../src/schemas/spa';
import { Button } from '../../../../src/ui/Button';
import { Card } from '../../../../src/ui/Card';
import { FactList } from '../../../../src/ui/FactList';
import { Photo } from '../../../../src/ui/Photo';
import { Price } from '../../../../src/ui/Price';

/** What a treatment is: its duration and price, as the card and the drawer say them. */
export function SpaFacts({ service }: { service: SpaService }) {
  return (
    <FactList
      className="spa-facts"
      facts={[
        { label: 'Duration', value: `${service.ServiceTime} minutes` },
        { label: 'Price', value: <Price amount={service.Price} /> },
      ]}
    />
  );
}

/** One treatment of the list: name, description, duration, price and "Choose a time". */
export function TreatmentCard(props: {
  service: SpaService;
  onChoose: (service: SpaService) => void;
}) {
  const { service } = props;
  return (
    <Card
      as="li"
      part="card treatment"
      title={service.ItemName}
      // The hotel sends no picture of a treatment: the theme's spa drawing, decorative (alt "").
      media={<Photo src="" alt="" art="spa" ratio="3 / 2" />}
      footer={
        <Button
          part="button choose-time"
          variant="primary"
          aria-haspopup="dialog"
          // Named with its treatment (a hidden span would be read "Choose a time : …").
          aria-label={`Choose a time: ${service.ItemName}`}
          onClick={() => props.onChoose(service)}
        >
          Choose a time
        </Button>
      }
    >
      {service.ItemDesc ? <p>{service.ItemDesc}</p> : null}
      <SpaFacts service={service} />
    </Card>
  );
}
