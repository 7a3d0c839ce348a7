import { createContext, useContext } from "react";
import type { NodeErrors } from "./document-errors.ts";

/** The elements whose props break their schema (computed once per change, builder-app.tsx). */
export const InvalidContext = createContext<readonly NodeErrors[]>([]);

export const useInvalid = () => useContext(InvalidContext);
