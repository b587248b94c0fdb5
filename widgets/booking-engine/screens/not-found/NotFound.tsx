import { useEngine } from '../../engine-context';
import { ScreenHeading } from '../../ScreenHeading';
import { NOT_FOUND_TITLE } from '../../../../src/domain/booking-routes';

/** The catch-all (booking-engine.md §2). */
export default function NotFound() {
  const { base } = useEngine();
  return (
    <section className="screen panel" aria-label={NOT_FOUND_TITLE}>
      <ScreenHeading title={NOT_FOUND_TITLE}>Oh snap!</ScreenHeading>
      <p>The page you are looking for can not be found...</p>
      <a className="ik-button" data-primary href={`${base}/`}>
        Go back
      </a>
    </section>
  );
}
