import type { BackupStatus } from "#generated/types.ts";
import { interpolate } from "#common/validation-messages.ts";
import type { AdminTexts } from "./texts.ts";

const sizeOf = (bytes: number, code2: string) =>
  new Intl.NumberFormat(code2, {
    style: "unit",
    unit: "megabyte",
    maximumFractionDigits: 1,
  }).format(bytes / 1024 / 1024);

/**
 * The backups on the area's first screen (issue 24): the last that succeeded with its size, a
 * failure since, and a warning when none succeeded within a day.
 */
export function BackupNotice({
  status,
  texts,
  format,
  code2,
}: {
  status: BackupStatus;
  texts: AdminTexts;
  format: Intl.DateTimeFormat;
  code2: string;
}) {
  const { lastSucceeded, lastFailed } = status;
  return (
    <div
      className={`admin-backups${status.isOverdue ? " admin-backups--overdue" : ""}`}
      role={status.isOverdue ? "alert" : "status"}
      data-testid="backup-notice"
    >
      {status.isOverdue && <strong>{texts.backupOverdue} </strong>}
      {lastSucceeded
        ? interpolate(texts.backupLast, {
            time: format.format(new Date(lastSucceeded.finishedAt)),
            size: sizeOf(lastSucceeded.size, code2),
          })
        : texts.backupNone}
      {lastFailed && (
        <>
          {" "}
          {interpolate(texts.backupFailed, {
            time: format.format(new Date(lastFailed.finishedAt)),
            error: lastFailed.error,
          })}
        </>
      )}{" "}
      {status.isScheduled
        ? interpolate(texts.backupScheduled, { keep: status.keep })
        : texts.backupUnscheduled}
    </div>
  );
}
