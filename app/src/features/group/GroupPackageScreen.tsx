/**
 * `/TeamDetails`: the group member's assigned package (docs/product/booking-journey.md §2 Group path, §6). The spec does not show
 * its layout; see docs/product/booking-journey.md §2 "Group path". Extra items are offered only with a self-pay allowance
 * (`wx_drprice` > 0).
 */
import type { Schemas } from '@checkup/sdk';
import { Button, Card, Cell, CellGroup, confirm, NavBar, PriceTag } from '@checkup/ui';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { actionRow, screenBody } from '../../shared/layout';
import { PackageItemList } from '../../shared/PackageItemList';
import { alertPackageItemsFailure, usePackageItems } from '../../shared/usePackageItems';
import { groupMessages, packageMessages } from '../../messages';
import { useSession } from '../../services/AppServices';
import { useBack } from '../../routing/useBack';

function GroupPackageScreen() {
  const session = useSession();
  const [member] = useState(() => session.groupUser.get());
  if (!member) return <Navigate to="/GroupLogin" replace />;
  return <GroupPackage member={member} />;
}

function GroupPackage({ member }: { member: Schemas['GroupUser'] }) {
  const navigate = useNavigate();
  const back = useBack();
  const session = useSession();
  const items = usePackageItems(member.clus_code, alertPackageItemsFailure);
  const mayAddItems = member.wx_drprice > 0;

  const next = async () => {
    const addItems =
      mayAddItems &&
      (await confirm({
        content: packageMessages.addItemsPrompt,
        confirmText: packageMessages.addItemsYes,
        cancelText: packageMessages.addItemsNo,
      }));
    // Declined (or not offered): extras chosen earlier must not reach the order.
    if (!addItems) session.chosenItems.clear();
    void navigate(addItems ? '/TeamAddClusItem' : '/TeamBookSum');
  };

  return (
    <main>
      <NavBar title={groupMessages.detailsTitle} onBack={back} />
      <div className={screenBody}>
        <Card title={member.clus_name}>
          <CellGroup>
            <Cell title={groupMessages.company} value={member.lnc_name} />
            <Cell title={groupMessages.name} value={member.pat_name} />
            {mayAddItems && (
              <Cell title={groupMessages.selfPayAllowance} value={<PriceTag price={member.wx_drprice} />} />
            )}
          </CellGroup>
        </Card>
        {items.status === 'ok' && <PackageItemList title={groupMessages.itemsTitle} items={items.data} defaultOpen />}
        <div className={actionRow}>
          <Button variant="primary" block onClick={() => void next()}>
            {packageMessages.nextStep}
          </Button>
        </div>
      </div>
    </main>
  );
}

// The route table's lazy loader takes a module's `Component`.
export { GroupPackageScreen as Component };
