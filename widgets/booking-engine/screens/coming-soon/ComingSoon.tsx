import { useEngine } from '../../engine-context';
import { ScreenHeading } from '../../ScreenHeading';
import type { ScreenProps } from '../../screen-props';
import { LinkButton } from '../../../../src/ui/LinkButton';
import { Card } from '../../../../src/ui/Card';
import { FactList } from '../../../../src/ui/FactList';

/**
 * Stands in for a screen still to come: it names the screen and shows what the address
 * asked for (its parameters and query), so links into the engine can be checked already.
 */
export default function ComingSoon({ route, params, search }: ScreenProps) {
  const { base } = useEngine();
  const asked = [
    ...Object.entries(params).filter(([, value]) => value !== ''),
    ...Object.entries(search).map(([key, value]) => [`?${key}`, value] as const),
  ];
  return (
    <section className="screen" aria-label={route.title}>
      <ScreenHeading title={route.title} />
      <Card as="div" part="coming-soon">
        <p>
          <strong>Coming soon:</strong> the “{route.title}” screen is on its way.
        </p>
        {asked.length ? (
          <FactList facts={asked.map(([label, value]) => ({ label, value }))} />
        ) : null}
        <p>
          <LinkButton href={`${base}/`}>Back to booking</LinkButton>
        </p>
      </Card>
    </section>
  );
}
