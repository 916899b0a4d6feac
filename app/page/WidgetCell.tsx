import { Suspense } from "react";
import { useAppConfig } from "~/config/app-config";
import type { Cell } from "~/contract";
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
  const Widget = def.Component;
  const frameBg = def.paintsOwnBackground ? "" : bgClasses(bgColorData);
  return (
    <div
      className={`${styles.widget} ${frameBg}`}
      data-widget={def.kind}
      data-view-type={def.viewTypes ? cell.componentData?.viewType : undefined}
    >
      {headerData ? <HeaderTextView header={headerData} defaultSize={componentHeaderSize} /> : null}
      {/* A kind whose code is a chunk of its own hydrates when it arrives (React.lazy). */}
      <Suspense fallback={null}>
        <CellErrorBoundary kind={def.kind} showDetails={isDevelopment}>
          <Widget data={data} cell={cell} />
        </CellErrorBoundary>
      </Suspense>
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
