import type { FormEvent } from "react";
import { Form, useActionData } from "react-router";
import { interpolate } from "#common/validation-messages.ts";
import type { SiteDomain } from "#generated/types.ts";
import type { AdminActionResult } from "./admin-area.server.ts";
import { SubmitButton } from "./submit-button.tsx";
import type { AdminTexts } from "./texts.ts";

const dialogId = "admin-domains";

/**
 * spec 2 domain list: the domains the site answers on, adding one and removing one. A native
 * modal dialog that opens through invoker commands; its forms are the area's server forms, so it
 * works without JavaScript too (the page then reloads with the outcome as the area's notice).
 */
export function DomainsDialog({
  domains,
  currentHost,
  texts,
}: {
  domains: readonly SiteDomain[];
  currentHost: string;
  texts: AdminTexts;
}) {
  const result = useActionData<AdminActionResult>();
  const current = domains.find((domain) => domain.name === currentHost);
  const confirmRemove = (name: string) => (event: FormEvent<HTMLFormElement>) => {
    if (!window.confirm(interpolate(texts.domainRemoveConfirm, { name }))) event.preventDefault();
  };
  return (
    <>
      <button
        type="button"
        className="admin-version"
        command="show-modal"
        commandfor={dialogId}
        aria-haspopup="dialog"
      >
        {interpolate(texts.domainsButton, { name: current?.name ?? currentHost })}
      </button>
      <dialog id={dialogId} className="admin-releases" aria-labelledby={`${dialogId}-title`}>
        <div className="admin-releases__head">
          <h2 id={`${dialogId}-title`}>{texts.domains}</h2>
          <button
            type="button"
            className="admin-button admin-button--quiet"
            command="close"
            commandfor={dialogId}
          >
            {texts.close}
          </button>
        </div>
        <p className="admin-screen__intro">{texts.domainsIntro}</p>
        {result?.scope === "domains" && (
          <p className={`admin-notice${result.ok ? "" : " admin-notice--error"}`} role="status">
            {result.message}
          </p>
        )}
        <ul className="admin-domain-list">
          {domains.map((domain) => (
            <li key={domain.id}>
              <span>
                <strong>{domain.name}</strong>
                {domain.name === currentHost && (
                  <span className="admin-badge">{texts.domainCurrent}</span>
                )}
                <br />
                <a
                  className="admin-entries__detail"
                  href={domain.url}
                  target="_blank"
                  rel="noreferrer"
                >
                  {domain.url}
                </a>
              </span>
              {domain.name !== currentHost && domains.length > 1 && (
                <Form method="post" onSubmit={confirmRemove(domain.name)}>
                  <input type="hidden" name="id" value={domain.id} />
                  <input type="hidden" name="title" value={domain.name} />
                  <SubmitButton
                    intent="deleteDomain"
                    label={texts.domainRemove}
                    ariaLabel={`${texts.domainRemove} ${domain.name}`}
                    danger
                  />
                </Form>
              )}
            </li>
          ))}
        </ul>
        <Form method="post" className="admin-domain-form">
          <h3>{texts.domainAdd}</h3>
          <label>
            {texts.domainName}
            <input
              name="name"
              required
              maxLength={253}
              autoCapitalize="none"
              spellCheck={false}
              placeholder="www.primjer.hr"
            />
          </label>
          <label>
            {texts.domainUrl}
            <input
              name="url"
              type="url"
              required
              maxLength={500}
              placeholder="https://www.primjer.hr"
            />
          </label>
          <SubmitButton intent="addDomain" label={texts.domainAdd} />
        </Form>
      </dialog>
    </>
  );
}
