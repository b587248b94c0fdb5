import type { BlockTable } from '../../../../src/domain/dining/block-tables';
import { formatTime } from '../../../../src/domain/format/format-date';
import { $busy, $failures, itemKey, removeCartItem } from '../../../../src/stores/engine/index';
import { Button } from '../../../../src/ui/Button';
import { useStore } from '../../../../src/ui/use-store';
import { useWidget } from '../../../../src/ui/widget-context';

const party = (n: number) => `${n} ${n === 1 ? 'guest' : 'guests'}`;

/** A block's tables: held ones say "Holding" (until checkout) and can be removed. */
export function BlockTables({ tables }: { tables: BlockTable[] }) {
  const busy = useStore($busy);
  const failures = useStore($failures);
  const { host } = useWidget();
  if (!tables.length) return <p className="dining__none">No table reserved yet.</p>;
  return (
    <ul className="dining__tables" part="tables">
      {tables.map((table) => {
        const name = `${table.venue} at ${formatTime(table.time)}`;
        const key = table.item ? itemKey(table.item) : table.key;
        return (
          <li key={table.key} part="table" className="dining__table" data-state={table.state}>
            <span className="dining__table-what">
              <strong>{table.venue}</strong>, {formatTime(table.time)}, {party(table.party)}
              {table.requests ? <span className="dining__note">: {table.requests}</span> : null}
            </span>
            <span className="dining__badge" part="table-state">
              {table.state === 'holding' ? 'Holding' : 'Booked'}
            </span>
            {table.item ? (
              <Button
                part="remove"
                busy={Boolean(busy[key])}
                busyLabel="Removing…"
                onClick={() => table.item && void removeCartItem(table.item, host)}
              >
                Remove<span className="ik-visually-hidden">: {name}</span>
              </Button>
            ) : (
              <span className="dining__ref">Reference {table.reference}</span>
            )}
            {failures[key] ? (
              <p role="alert" part="error" className="ik-error">
                {failures[key]}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
