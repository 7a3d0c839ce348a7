import { createContext, type ReactNode, useCallback, useContext, useState } from "react";

const AnnounceContext = createContext<(message: string) => void>(() => {});

/** A polite live region for what the builder did (copied, refused, saved, published). */
export function Announcer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState("");
  const announce = useCallback((next: string) => {
    // the same text twice in a row is still read: clear first
    setMessage("");
    requestAnimationFrame(() => setMessage(next));
  }, []);
  return (
    <AnnounceContext value={announce}>
      {children}
      <div className="vb-visually-hidden" role="status" aria-live="polite">
        {message}
      </div>
    </AnnounceContext>
  );
}

export const useAnnounce = () => useContext(AnnounceContext);
