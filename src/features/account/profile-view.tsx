import { Form, Link, useActionData, useLoaderData, useLocation } from "react-router";
import { LogoutForm } from "#src/features/auth/logout-form.tsx";
import { ProductCard } from "#src/features/catalog/product-card.tsx";
import { OrderHistory } from "#src/features/checkout/order-history.tsx";
import { useTranslation } from "#src/lib/use-translation.ts";
import { AddressFormView } from "./address-form.tsx";
import { FormAlert, FormField, SubmitButton, useSubmitGuard } from "./form-kit.tsx";
import { MyDataPanel } from "./my-data-panel.tsx";
import type { ProfileActionData, ProfileData } from "./profile.server.ts";

/**
 * spec 2 profile: edit-profile form (first name, last name, e-mail), change password, the
 * membership card (its barcode drawn to scan), saved addresses, the wishlist (product cards with
 * their hearts), the order count and history (features/checkout), my data (download, delete the
 * account) and logout.
 */
export function ProfileView() {
  const { t } = useTranslation("account");
  const data = useLoaderData<ProfileData>();
  const result = useActionData<ProfileActionData>();
  const { pathname } = useLocation();
  const failedOf = (intent: string) => (result?.intent === intent ? result : undefined);
  const details = useSubmitGuard("details");
  const card = useSubmitGuard("card");
  const password = useSubmitGuard("password");
  const { user } = data;
  const detailsFailed = failedOf("details");
  const cardFailed = failedOf("card");
  const passwordFailed = failedOf("password");
  const editing =
    data.editing === "new" ? undefined : data.addresses.find((item) => item.id === data.editing);
  return (
    <div className="account-profile">
      <div className="account-profile__head">
        <h1>{t("profile.greeting", { name: user.details.firstName || user.email })}</h1>
        <LogoutForm className="button button--outlined" />
      </div>
      <div className="account-profile__grid">
        <section className="account-panel" aria-labelledby="profile-details">
          <h2 id="profile-details">{t("profile.details")}</h2>
          {result?.emailPending && (
            <div className="account-notice" role="status">
              <p>{t("profile.emailPending")}</p>
            </div>
          )}
          <FormAlert title={t("profile.failed")} message={detailsFailed?.formError} />
          <Form method="post" noValidate className="account-form" onSubmit={details.onSubmit}>
            <div className="account-form__row">
              <FormField
                id="profile-firstName"
                name="firstName"
                label={t("fields.firstName")}
                autoComplete="given-name"
                defaultValue={detailsFailed?.values.firstName ?? user.details.firstName}
                error={detailsFailed?.fields.firstName}
              />
              <FormField
                id="profile-lastName"
                name="lastName"
                label={t("fields.lastName")}
                autoComplete="family-name"
                defaultValue={detailsFailed?.values.lastName ?? user.details.lastName}
                error={detailsFailed?.fields.lastName}
              />
            </div>
            <FormField
              id="profile-email"
              name="email"
              type="email"
              label={t("fields.email")}
              autoComplete="email"
              defaultValue={detailsFailed?.values.email ?? user.email}
              error={detailsFailed?.fields.email}
            />
            <SubmitButton
              intent="details"
              label={t("profile.save")}
              busyLabel={t("profile.saving")}
              isSubmitting={details.isSubmitting}
            />
          </Form>
        </section>

        <section className="account-panel" aria-labelledby="profile-password">
          <h2 id="profile-password">{t("profile.password")}</h2>
          <FormAlert title={t("profile.failed")} message={passwordFailed?.formError} />
          <Form method="post" noValidate className="account-form" onSubmit={password.onSubmit}>
            <FormField
              id="password-old"
              name="oldPassword"
              type="password"
              label={t("fields.oldPassword")}
              autoComplete="current-password"
              error={passwordFailed?.fields.oldPassword}
            />
            <FormField
              id="password-new"
              name="newPassword"
              type="password"
              label={t("fields.newPassword")}
              autoComplete="new-password"
              error={passwordFailed?.fields.newPassword}
            />
            <FormField
              id="password-repeat"
              name="repeatPassword"
              type="password"
              label={t("fields.repeatPassword")}
              autoComplete="new-password"
              error={passwordFailed?.fields.repeatPassword}
            />
            <SubmitButton
              intent="password"
              label={t("profile.changePassword")}
              busyLabel={t("profile.saving")}
              isSubmitting={password.isSubmitting}
            />
          </Form>
        </section>

        <section className="account-panel" aria-labelledby="profile-card">
          <h2 id="profile-card">{t("profile.card")}</h2>
          {data.barcode ? (
            <>
              <img
                className="account-barcode"
                src={data.barcode}
                alt={t("profile.cardImage", { code: user.memberCardBarcode ?? "" })}
                width={330}
                height={110}
              />
              <p className="account-muted">{t("profile.cardHint")}</p>
            </>
          ) : (
            <p className="account-muted">{t("profile.noCard")}</p>
          )}
          <Form method="post" noValidate className="account-form" onSubmit={card.onSubmit}>
            <FormField
              id="card-barcode"
              name="memberCardBarcode"
              label={t("fields.memberCardBarcode")}
              inputMode="numeric"
              defaultValue={cardFailed?.values.memberCardBarcode ?? user.memberCardBarcode}
              error={cardFailed?.fields.memberCardBarcode}
              isRequired={false}
            />
            <SubmitButton
              intent="card"
              label={t("profile.saveCard")}
              busyLabel={t("profile.saving")}
              isSubmitting={card.isSubmitting}
              variant="outlined"
            />
          </Form>
        </section>

        <section className="account-panel" aria-labelledby="profile-addresses">
          <h2 id="profile-addresses">{t("profile.addresses")}</h2>
          {data.addresses.length === 0 && (
            <p className="account-muted">{t("profile.noAddresses")}</p>
          )}
          <ul className="account-addresses">
            {data.addresses.map((address) => (
              <li key={address.id} className="account-address">
                <h3>{t(`addressTypes.${address.type}`)}</h3>
                <p>
                  {address.firstName} {address.lastName}
                  {address.companyName && (
                    <>
                      <br />
                      {address.companyName}, OIB {address.companyOIB}
                    </>
                  )}
                  <br />
                  {address.street} {address.houseNumber}
                  <br />
                  {address.zipCode} {address.city},{" "}
                  {data.countries.find((country) => country.iso === address.country)?.name ??
                    address.country}
                  <br />
                  {address.contactEmail} · {address.contactPhone}
                </p>
                <div className="account-address__actions">
                  <Link
                    to={`${pathname}?address=${address.id}`}
                    className="button button--outlined button--small"
                  >
                    {t("profile.editAddress")}
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="id" value={address.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="deleteAddress"
                      className="button button--ghost button--small"
                    >
                      {t("profile.deleteAddress")}
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
          {data.editing !== null || failedOf("address") ? (
            <AddressFormView
              address={editing}
              countries={data.countries}
              failed={failedOf("address")}
              cancelTo={pathname}
            />
          ) : (
            <Link to={`${pathname}?address=new`} className="button">
              {t("profile.addAddress")}
            </Link>
          )}
        </section>

        <OrderHistory orders={data.orders} language={data.language} />

        <section className="account-panel account-panel--wide" aria-labelledby="profile-wishlist">
          <h2 id="profile-wishlist">{t("profile.wishlist")}</h2>
          {data.wishlist.length === 0 ? (
            <p className="account-muted">{t("profile.noWishlist")}</p>
          ) : (
            <ul className="product-grid account-wishlist">
              {data.wishlist.map((item) => (
                <li key={item.id}>
                  {/* the card's heart ('Ukloni s liste želja: {name}') takes it off the list */}
                  <ProductCard item={item} language={data.language} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <MyDataPanel failed={failedOf("deleteAccount")} />
      </div>
    </div>
  );
}
