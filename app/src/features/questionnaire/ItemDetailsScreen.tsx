/**
 * `/questionDetails?code=<comb_code>`: one recommended item in full (its category, price, description and who it
 * suits or does not), read from the list kept by /questionResult (`ItemList`). Without it: back to that list.
 */
import { Card, Cell, CellGroup, NavBar, PriceTag } from '@checkup/ui';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { screenBody } from '../../shared/layout';
import { personalisedMessages as text } from '../../messages';
import { useSession } from '../../services/AppServices';
import { useBack } from '../../routing/useBack';

function ItemDetailsScreen() {
  const session = useSession();
  const back = useBack();
  const [params] = useSearchParams();
  const code = params.get('code');
  const [item] = useState(() => session.itemList.get()?.find((candidate) => candidate.comb_code === code));
  if (!item) return <Navigate to="/questionResult" replace />;
  return (
    <main>
      <NavBar title={text.detailsTitle} onBack={back} />
      <div className={screenBody}>
        <Card title={item.comb_name} extra={<PriceTag price={item.price} />}>
          <p>{item.note}</p>
        </Card>
        <CellGroup>
          <Cell title={text.category} value={item.bt_name} />
          <Cell title={text.suitable} label={item.note_bs1 || '—'} />
          <Cell title={text.unsuitable} label={item.note_bs2 || '—'} />
        </CellGroup>
      </div>
    </main>
  );
}

// The route table's lazy loader takes a module's `Component`.
export { ItemDetailsScreen as Component };
