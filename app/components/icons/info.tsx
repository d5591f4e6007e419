import type { SVGProps } from "react";
import { Icon } from "./common";

export const InfoIcon = (p: SVGProps<SVGSVGElement>) => <Icon d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16v-4M12 8h.01" {...p} />;
