import { useEngine } from '../../engine-context';
import { ScreenHeading } from '../../ScreenHeading';
import { NOT_FOUND_TITLE } from '../../../../src/domain/routes/booking-routes';
import { LinkButton } from '../../../../src/ui/LinkButton';
import { Card } from '../../../../src/ui/Card';

/** The catch-all (booking-engine.md §2). */
export default function NotFound() {
  const { base } = useEngine();
  return (
    <section className="screen" aria-label={NOT_FOUND_TITLE}>
      <ScreenHeading title={NOT_FOUND_TITLE}>Oh snap!</ScreenHeading>
      <Card
        as="div"
        part="not-found"
        footer={
          <LinkButton variant="primary" href={`${base}/`}>
            Go back
          </LinkButton>
        }
      >
        <p>The page you are looking for can not be found...</p>
      </Card>
    </section>
  );
}
