import type { SVGProps } from "react";
import { Icon } from "./common";

export const UsersIcon = (p: SVGProps<SVGSVGElement>) => <Icon d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7M18 14a6 6 0 0 1 4 7" {...p} />;
