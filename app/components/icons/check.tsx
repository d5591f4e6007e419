import type { SVGProps } from "react";
import { Icon } from "./common";

export const CheckIcon = (p: SVGProps<SVGSVGElement>) => <Icon d="M20 6L9 17l-5-5" {...p} />;
