import type { ComponentType } from "react";
import { useAppConfig } from "~/config/app-config";
import type { Cell } from "~/contract";
import { LateBoundary } from "~/ui/lazy-part";
import type { WidgetProps } from "~/widgets/types";
import { widgetOf } from "~/widgets/registry";
import { bgClasses } from "~/widgets/shared/bg";
import { ButtonView } from "~/widgets/shared/ButtonView";
import { HeaderTextView } from "~/widgets/shared/HeaderTextView";
import { CellErrorBoundary } from "./CellErrorBoundary";
import styles from "./CellGrid.module.css";

interface WidgetCellProps {
  cell: Cell;
  componentHeaderSize?: number;
}

/**
 * A component cell: its header, the widget from the registry, its footer buttons. An unknown kind
 * or data that failed the widget's schema (the BFF checked it: cell.widget) is hidden for users
 * and outlined in development.
 */
export function WidgetCell({ cell, componentHeaderSize = 3 }: WidgetCellProps) {
  const { isDevelopment } = useAppConfig();
  const resolved = widgetOf(cell);
  if (resolved.status !== "ok") {
    if (!isDevelopment) return null;
    return (
      <div className="widget-problem" role="note" data-widget-problem={resolved.status}>
        {resolved.status === "unknown"
          ? `Unknown widget ${resolved.kind}`
          : `Invalid data for ${resolved.kind}: ${resolved.issues.join("; ")}`}
      </div>
    );
  }
  const { def, data } = resolved;
  const { headerData, footerData, bgColorData } = cell.componentData ?? {};
  const frameBg = def.paintsOwnBackground ? "" : bgClasses(bgColorData);
  return (
    <div
      className={`${styles.widget} ${frameBg}`}
      data-widget={def.kind}
      data-view-type={def.viewTypes ? cell.componentData?.viewType : undefined}
    >
      {headerData ? <HeaderTextView header={headerData} defaultSize={componentHeaderSize} /> : null}
      {/* A kind whose code is a chunk of its own hydrates when it arrives (React.lazy). */}
      <LateBoundary
        component={WidgetBody}
        props={{ Widget: def.Component, kind: def.kind, showDetails: isDevelopment, data, cell }}
      />
      {footerData?.buttonDataList?.length ? (
        <div className="button-row">
          {footerData.buttonDataList.map((button, i) => (
            <ButtonView key={i} button={button} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

interface WidgetBodyProps extends WidgetProps<unknown> {
  Widget: ComponentType<WidgetProps<unknown>>;
  kind: string;
  showDetails: boolean;
}

/** The widget inside its cell's boundary: a crash stays in the cell. */
function WidgetBody({ Widget, kind, showDetails, data, cell }: WidgetBodyProps) {
  return (
    <CellErrorBoundary kind={kind} showDetails={showDetails}>
      <Widget data={data} cell={cell} />
    </CellErrorBoundary>
  );
}
