import type { ElementPropsWithDefaults } from "#generated/types.ts";
import type { ElementProps } from "../../element-types.ts";

type Props = ElementPropsWithDefaults<"master">;

/**
 * An instance of a master component. The site never meets one: the server draws the master's
 * current subtree in its place (server/modules/cms/documents/expand-masters.ts). The builder's
 * canvas gives the subtree as this element's data; RenderTree draws it into the content slot.
 */
export function MasterInstance({ id, slots }: ElementProps<Props>) {
  return (
    <div className="el master-instance" data-master-instance={id}>
      {slots.content}
    </div>
  );
}
