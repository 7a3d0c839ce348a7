import "react";

// HTML invoker commands (a button opens or closes a dialog without JavaScript): React passes
// the lowercase attributes through, its types do not list them yet.
declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged interface repeats React's type parameter
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close";
    commandfor?: string;
  }
}
