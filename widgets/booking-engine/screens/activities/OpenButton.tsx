import type { SpaClass } from '../../../../src/schemas/activities';
import { Button } from '../../../../src/ui/Button';
import { sessionName } from './session-words';

/** "More" or "Choose tickets": opens a session's drawer. */
export function OpenButton(props: { session: SpaClass; label: string; onOpen: () => void }) {
  return (
    <Button part="more" aria-haspopup="dialog" onClick={props.onOpen}>
      {props.label}
      <span className="ik-visually-hidden">: {sessionName(props.session)}</span>
    </Button>
  );
}
