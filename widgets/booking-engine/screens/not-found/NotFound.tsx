import { useEngine } from '../../engine-context';
import { ScreenHeading } from '../../ScreenHeading';
import { NOT_FOUND_TITLE } from '../../../../src/domain/booking-routes';
import { LinkButton } from '../../../../src/ui/LinkButton';

/** The catch-all (booking-engine.md §2). */
export default function NotFound() {
  const { base } = useEngine();
  return (
    <section className="screen panel" aria-label={NOT_FOUND_TITLE}>
      <ScreenHeading title={NOT_FOUND_TITLE}>Oh snap!</ScreenHeading>
      <p>The page you are looking for can not be found...</p>
      <LinkButton variant="primary" href={`${base}/`}>
        Go back
      </LinkButton>
    </section>
  );
}
