/**
 * The add-item screen shared by `/addClusItem` (personal) and `/TeamAddClusItem` (group), docs/product/orders-reports-access.md
 * §2, §4 "Add-item flow", §5 "Add-item", §8: the package's extra items in a tree select (items already in the package
 * disabled, on-site-only items refused, linked items' companions added and removed with them), a footer with the total
 * and count, then on 立即预约 the allowance check (group), a 1 s spinner, the total check and the confirm popup.
 */
import type { CheckupError, Schemas } from '@checkup/sdk';
import { fenToYuan } from '@checkup/sdk/rules';
import {
  Button,
  FooterBar,
  LoadingOverlay,
  NavBar,
  PriceTag,
  sprinkles,
  toast,
  TreeSelect,
  type TreeSelectCategory,
  type TreeSelectItem,
} from '@checkup/ui';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { failureText } from '../../shared/failureMessages';
import { useRequest } from '../../shared/useRequest';
import { addItemMessages } from '../../messages';
import { useApi, useConfig, useSession } from '../../services/AppServices';
import {
  decideExtrasChange,
  exceedsAllowance,
  extrasTotalFen,
  selectionOf,
  toChosenExtras,
  totalMatches,
} from './extrasRules';
import { treeForPackageSex } from './itemSex';
import { indexItems } from './linkedItems';
import { useBack } from '../../routing/useBack';
import { LoadFailed } from '../../shared/LoadFailed';

type AddItem = Schemas['AddItem'];
type ChosenExtras = Schemas['ChosenExtras'];

/** The confirm popup (Radix Dialog): fetched when the spinner before it starts, so it is there when it opens. */
const loadConfirmPopup = () => import('./ExtrasConfirmPopup');
const ExtrasConfirmPopup = lazy(loadConfirmPopup);

/** How long the spinner shows after 立即预约 before the total check (§9). */
const BOOK_SPINNER_MS = 1000;

/** Which add-item screen: the personal one or the group one. */
export type AddItemsFlow = 'person' | 'team';

/** A tree row carrying the item as the wire has it. */
interface ExtraTreeItem extends TreeSelectItem {
  source: AddItem;
}

function toTree(categories: readonly Schemas['AddItemCategory'][]): TreeSelectCategory<ExtraTreeItem>[] {
  return categories.map((category) => ({
    value: category.cls_code,
    label: category.text,
    items: category.children.map((item) => ({
      value: item.comb_code,
      label: item.comb_name,
      price: item.act_price,
      note: item.note || undefined,
      disabled: item.checkflag,
      source: item,
    })),
  }));
}

/**
 * §8 "add-item loading": the server's message as is when it gives one (加载数据失败！ when its catalogue fails,
 * 系统异常！ when it does not answer in time); a refusal without a message → 加载数据失败！; no usable answer → 系统异常！.
 */
function loadFailureMessage(error: CheckupError): string {
  return failureText(error, error.kind === 'business' ? addItemMessages.loadFailed : addItemMessages.systemError);
}

/** The add-item screen of a booking under way: without its package (or group member) it goes to where one is chosen. */
export function AddItemsScreen({ flow }: { flow: AddItemsFlow }) {
  const session = useSession();
  const [booking] = useState(() => (flow === 'team' ? session.groupUser.get() : session.package.get()));
  if (!booking) return <Navigate to={flow === 'team' ? '/GroupLogin' : '/'} replace />;
  return <AddItemsForm flow={flow} />;
}

function AddItemsForm({ flow }: { flow: AddItemsFlow }) {
  const api = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const back = useBack();
  const [params] = useSearchParams();
  const [{ clusCode, packageSex, groupUser, stored }] = useState(() => {
    const member = flow === 'team' ? session.groupUser.get() : undefined;
    return {
      clusCode: flow === 'team' ? member?.clus_code : session.package.get()?.clus_Code,
      // A group member's package is filtered by the server alone: the app does not hold its sex.
      packageSex: flow === 'team' ? undefined : session.package.get()?.sex,
      groupUser: member,
      stored: session.chosenItems.get(),
    };
  });
  const [attempt, setAttempt] = useState(0);
  const request = useRequest(
    `${clusCode ?? ''}#${attempt}`,
    (signal) => api.call('AddClusItem', clusCode ? { clus_code: clusCode } : {}, { signal }),
    (error) => toast(loadFailureMessage(error)),
  );

  const loaded = request.status === 'ok' ? request.data : undefined;
  const offered = useMemo(
    () => (loaded && packageSex ? treeForPackageSex(loaded, packageSex) : loaded),
    [loaded, packageSex],
  );

  const onward =
    flow === 'team'
      ? '/TeamBookSum?type=add'
      : params.get('types') === 'question'
        ? '/PersonBookSum?types=question'
        : '/PersonBookSum';

  return (
    <main className={sprinkles({ display: 'flex', flexDirection: 'column' })} style={{ height: '100dvh' }}>
      <NavBar title={addItemMessages.title} onBack={back} />
      {request.status === 'ok' ? (
        <ExtrasPicker
          categories={offered ?? request.data}
          initial={stored?.clusOut.map((item) => item.comb_code) ?? []}
          allowance={flow === 'team' ? (groupUser?.wx_drprice ?? 0) : undefined}
          onConfirm={(extras) => {
            session.chosenItems.set(extras);
            void navigate(onward);
          }}
        />
      ) : request.status === 'failed' ? (
        <LoadFailed description={loadFailureMessage(request.error)} onRetry={() => setAttempt((n) => n + 1)} />
      ) : null}
    </main>
  );
}

interface ExtrasPickerProps {
  categories: readonly Schemas['AddItemCategory'][];
  /** Codes chosen before (coming back to the screen, recommended items); see {@link selectionOf}. */
  initial: readonly string[];
  /** The group member's self-pay allowance in yuan; undefined for personal orders (no allowance). */
  allowance: number | undefined;
  onConfirm: (extras: ChosenExtras) => void;
}

function ExtrasPicker({ categories, initial, allowance, onConfirm }: ExtrasPickerProps) {
  const config = useConfig();
  const tree = useMemo(() => toTree(categories), [categories]);
  const items = useMemo(() => indexItems(categories), [categories]);
  const onSiteOnlyCodes = useMemo(() => new Set(config.onSiteOnlyCodes), [config.onSiteOnlyCodes]);
  // Through the rule of a tap: the companions of linked items come along, on-site-only items stay unticked.
  const [selected, setSelected] = useState<readonly AddItem[]>(() =>
    [...selectionOf(initial, { onSiteOnlyCodes, items })].flatMap((code) => {
      const offered = items.get(code)?.item;
      return offered ? [offered] : [];
    }),
  );
  const value = useMemo(() => selected.map((item) => item.comb_code), [selected]);
  const displayedFen = extrasTotalFen(selected);
  const [spinning, setSpinning] = useState(false);
  const [pending, setPending] = useState<ChosenExtras | null>(null);
  // Mounted from the first opening on (and kept, so the popup can animate closed).
  const [popupWanted, setPopupWanted] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const canToggle = useCallback(
    (change: Parameters<typeof decideExtrasChange>[0]) => decideExtrasChange(change, { onSiteOnlyCodes, items }),
    [onSiteOnlyCodes, items],
  );

  const book = () => {
    // A second tap before the spinner covers the page must not start a second check.
    if (timer.current !== undefined) return;
    const extras = toChosenExtras(selected);
    if (allowance !== undefined && exceedsAllowance(allowance, extras)) {
      toast(addItemMessages.overAllowance);
      return;
    }
    setSpinning(true);
    // A failed fetch here is reported when the popup itself loads (lazy), so it is not reported twice.
    loadConfirmPopup().catch(() => undefined);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setSpinning(false);
      if (!totalMatches(displayedFen, extras)) {
        toast(addItemMessages.totalMismatch);
        return;
      }
      setPopupWanted(true);
      setPending(extras);
    }, BOOK_SPINNER_MS);
  };

  return (
    <>
      <div className={sprinkles({ flexGrow: 1 })} style={{ minHeight: 0 }}>
        <TreeSelect<ExtraTreeItem>
          categories={tree}
          value={value}
          onChange={(_, chosen) => setSelected(chosen.map((item) => item.source))}
          canToggle={canToggle}
          onRefuse={(message) => toast(message)}
          searchLabel={addItemMessages.searchLabel}
          categoriesLabel={addItemMessages.categoriesLabel}
          disabledText={addItemMessages.inPackage}
          footer={
            <FooterBar
              placement="inline"
              label={addItemMessages.total}
              price={
                <>
                  {addItemMessages.total} <PriceTag price={fenToYuan(displayedFen)} />
                </>
              }
              count={addItemMessages.selectedCount(selected.length)}
              action={
                <Button variant="primary" disabled={selected.length === 0} onClick={book}>
                  {addItemMessages.bookNow}
                </Button>
              }
            />
          }
        />
      </div>
      <LoadingOverlay open={spinning} />
      {popupWanted && (
        <Suspense fallback={null}>
          <ExtrasConfirmPopup pending={pending} onModify={() => setPending(null)} onConfirm={onConfirm} />
        </Suspense>
      )}
    </>
  );
}
