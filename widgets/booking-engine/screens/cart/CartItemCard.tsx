import { useState } from 'react';
import { formatMoney } from '../../../../src/domain/format/format-money';
import type { WebFolioItem } from '../../../../src/schemas/cart';
import {
  $busy,
  $failures,
  itemKey,
  removeCartItem,
  removeExtra,
  serviceKey,
} from '../../../../src/stores/engine/index';
import { useStore } from '../../../../src/ui/use-store';
import { useWidget } from '../../../../src/ui/widget-context';
import { ExtrasDrawer } from './ExtrasDrawer';
import { ItemFacts } from './ItemFacts';
import { Button } from '../../../../src/ui/Button';
import { InlineStatus } from '../../../../src/ui/InlineStatus';
import { Card } from '../../../../src/ui/Card';

/** One cart item: details, facts, a room's extras, its amount, and its buttons. */
export function CartItemCard({ item }: { item: WebFolioItem }) {
  const busy = useStore($busy);
  const failures = useStore($failures);
  const { host } = useWidget();
  const [drawer, setDrawer] = useState(false);
  const key = itemKey(item);
  const name = item.Details || item.Category;
  const services = item.SpecialServices;

  return (
    <Card part="cart-item" className="cart-item" aria-label={name} title={name}>
      <ItemFacts item={item} />
      {services.length ? (
        <>
          <h4 className="cart-item__subtitle">Added to this room</h4>
          <ul className="extras">
            {services.map((service) => {
              const label = service.PMSSpecialService.PMSSpecialServiceName;
              const failure = failures[serviceKey(service)];
              return (
                <li key={service.PMSFolioSpecialServiceId} className="extra">
                  <span>
                    {label}
                    {service.Qty > 1 ? ` × ${service.Qty}` : ''}
                    {service.Comments ? (
                      <span className="extra__note">: {service.Comments}</span>
                    ) : null}
                  </span>
                  <span className="extra__price">{formatMoney(service.ExtPrice)}</span>
                  <Button
                    variant="quiet"
                    part="remove"
                    aria-label={`Remove ${label} from ${name}`}
                    aria-disabled={busy[serviceKey(service)] ? 'true' : undefined}
                    onClick={() => void removeExtra(item, service)}
                  >
                    Remove
                  </Button>
                  {failure ? (
                    <InlineStatus tone="error" part="error">
                      {failure}
                    </InlineStatus>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      <p className="cart-item__amount">
        <span className="ik-visually-hidden">Amount: </span>
        {formatMoney(item.Amount)}
      </p>
      <div className="ik-actions">
        {item.Category === 'Hotel' ? (
          <Button part="add-to-room" aria-haspopup="dialog" onClick={() => setDrawer(true)}>
            Add to room<span className="ik-visually-hidden">: {name}</span>
          </Button>
        ) : null}
        <Button
          part="remove"
          aria-disabled={busy[key] ? 'true' : undefined}
          onClick={() => void removeCartItem(item, host)}
        >
          {busy[key] ? 'Removing…' : 'Remove'}
          <span className="ik-visually-hidden">: {name}</span>
        </Button>
      </div>
      {failures[key] ? (
        <InlineStatus tone="error" part="error">
          {failures[key]}
        </InlineStatus>
      ) : null}
      {item.Category === 'Hotel' ? (
        <ExtrasDrawer room={item} open={drawer} onClose={() => setDrawer(false)} stage="booking" />
      ) : null}
    </Card>
  );
}
