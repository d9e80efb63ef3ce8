import { Outlet } from "react-router";
import { useBootstrap } from "../../hooks/useBootstrap";
import { useDocumentTitle } from "../../hooks/useDocumentTitle";
import { Footer } from "../Footer/Footer";
import { Header } from "../Header/Header";

/** Header, the current screen in <main>, footer: the frame of every route. */
export function AppLayout() {
  useBootstrap();
  useDocumentTitle();
  return (
    <div className="app-layout">
      <Header />
      <main className="app-main">
        <div className="container">
          <Outlet />
        </div>
      </main>
      <Footer />
    </div>
  );
}
