import type { ExtraGroup } from '../../../src/domain/cart/extra-groups';
import type { SpecialService } from '../../../src/schemas/rs-request';
import { $specialServices, loadSpecialServices } from '../../../src/stores/engine/index';
import { Alert } from '../../../src/ui/Alert';
import { Button } from '../../../src/ui/Button';
import { InlineStatus } from '../../../src/ui/InlineStatus';
import { useStyles } from '../../../src/ui/styles';
import { useStore } from '../../../src/ui/use-store';
import css from './extras.css?inline';
import { type AddExtraOutcome, ExtraGroupForm, type ExtraToAdd } from './ExtraGroupForm';

/**
 * The hotel's special services as extras drawer groups, once loaded: a retry when loading
 * failed, a plain line when there is nothing to add. `pick` chooses the groups (every service
 * while booking; the post-stay list of booking-engine.md §5 afterwards).
 */
export function ExtraGroupList(props: {
  pick: (services: readonly SpecialService[]) => ExtraGroup[];
  onAdd: (add: ExtraToAdd, group: ExtraGroup) => Promise<AddExtraOutcome>;
  nothingText: string;
  /** The groups' title level (see ExtraGroupForm). */
  headingLevel?: 3 | 4;
}) {
  useStyles(css);
  const state = useStore($specialServices);
  if (state.status === 'error') {
    return (
      <Alert
        tone="error"
        part="error"
        actions={<Button onClick={() => void loadSpecialServices()}>Try again</Button>}
      >
        <p>{state.message}</p>
      </Alert>
    );
  }
  if (state.status !== 'ready') return <InlineStatus tone="busy">Loading extras…</InlineStatus>;
  const groups = props.pick(state.services);
  if (groups.length === 0) return <p>{props.nothingText}</p>;
  return (
    <div className="extra-groups">
      {groups.map((group) => (
        <ExtraGroupForm
          key={group.id}
          group={group}
          onAdd={props.onAdd}
          headingLevel={props.headingLevel}
        />
      ))}
    </div>
  );
}
