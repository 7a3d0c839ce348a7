import { Link } from "react-router";
import { interpolate } from "#common/validation-messages.ts";
import { screenPaths } from "../screens.ts";
import type { AdminTexts } from "../texts.ts";
import { ShopDelete } from "./shop-delete.tsx";
import { ShopForm } from "./shop-form.tsx";
import type { ShopSettingsData, ShopTab } from "./shop-settings.server.ts";

const tabLabels = {
  delivery: "tabDelivery",
  payment: "tabPayment",
  coupons: "tabCoupons",
  tax: "tabTax",
  checkout: "tabCheckout",
} as const satisfies Record<ShopTab, keyof AdminTexts>;

/**
 * /admin/shop (issue 17): delivery and payment methods, coupons, tax classes and the checkout
 * settings, each part a tab; a list with its entries' forms, the checkout settings one form.
 */
export function ShopSettingsScreen({
  texts,
  data,
  code2,
}: {
  texts: AdminTexts;
  data: ShopSettingsData;
  code2: string;
}) {
  const link = (query: Record<string, string>) =>
    `${screenPaths.shop}?${new URLSearchParams({ language: code2, ...query }).toString()}`;
  const { editing, tab } = data;
  return (
    <section className="admin-screen">
      <h1>{texts.shopSettings}</h1>
      <p className="admin-screen__intro">{texts.shopSettingsIntro}</p>
      <nav className="admin-tabs" aria-label={texts.shopTabs}>
        {(Object.keys(tabLabels) as ShopTab[]).map((each) => (
          <Link
            key={each}
            to={link({ tab: each })}
            aria-current={each === tab ? "page" : undefined}
          >
            {texts[tabLabels[each]]}
          </Link>
        ))}
      </nav>
      {editing ? (
        <>
          {tab !== "checkout" && (
            <p>
              <Link to={link({ tab })}>{texts.backToList}</Link>
            </p>
          )}
          <h2>
            {tab === "checkout"
              ? texts.tabCheckout
              : editing.key === null
                ? texts.creating
                : interpolate(texts.editing, { name: editing.name })}
          </h2>
          {data.isSaved && (
            <p className="admin-notice" role="status">
              {texts.saved}
            </p>
          )}
          <ShopForm
            // a save answers the stored values ("6,49" comes back "6.49"): the form starts anew
            key={`${tab}:${editing.key ?? "new"}:${JSON.stringify(editing.body)}`}
            tab={tab}
            entryKey={tab === "checkout" ? null : editing.key}
            body={editing.body}
            choices={data.choices}
            texts={texts}
            code2={code2}
          />
          {tab !== "checkout" && editing.key !== null && (
            <ShopDelete
              tab={tab}
              entryKey={editing.key}
              name={editing.name || editing.key}
              texts={texts}
            />
          )}
        </>
      ) : (
        <>
          {data.deleted !== null && (
            <p className="admin-notice" role="status">
              {interpolate(texts.deleted, { title: data.deleted })}
            </p>
          )}
          <div className="admin-toolbar">
            <h2>{texts[tabLabels[tab]]}</h2>
            <Link className="admin-button" to={link({ tab, edit: "new" })}>
              {texts.create}
            </Link>
          </div>
          {data.rows.length === 0 ? (
            <p className="admin-empty">{texts.noResults}</p>
          ) : (
            <ul className="admin-entries">
              {data.rows.map((row) => (
                <li key={row.key}>
                  <span>
                    <Link to={link({ tab, edit: row.key })}>{row.name || row.key}</Link>
                    {row.isActive === false && (
                      <span className="admin-badge admin-badge--archived">{texts.inactive}</span>
                    )}
                  </span>
                  <span className="admin-entries__detail">{row.detail}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
