import type { SVGProps } from "react";
import { Icon } from "./common";

export const BagIcon = (p: SVGProps<SVGSVGElement>) => <Icon d="M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2" {...p} />;
