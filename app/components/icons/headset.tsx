import type { SVGProps } from "react";
import { Icon } from "./common";

export const HeadsetIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v6H5a1 1 0 0 1-1-1zM20 14h-3v6h2a1 1 0 0 0 1-1zM17 20a3 3 0 0 1-3 2h-2" {...p} />
);
