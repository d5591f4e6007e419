import type { SVGProps } from "react";
import { Icon } from "./common";

export const WarningIcon = (p: SVGProps<SVGSVGElement>) => <Icon d="M12 3l10 18H2zM12 10v4M12 18h.01" {...p} />;
