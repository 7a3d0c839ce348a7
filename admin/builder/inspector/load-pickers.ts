// Every module in admin/pickers/ registers its link picker source (picker-sources.ts) when the
// admin bundle loads: a feature adds a file there and touches nothing else.
import.meta.glob("../../pickers/*.ts", { eager: true });
