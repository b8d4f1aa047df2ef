import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './provider.tsx';
import { AppRoutes } from './entry-routes.tsx';

export function App() {
  return (
    <BrowserRouter>
      <AppProvider>
        <AppRoutes />
      </AppProvider>
    </BrowserRouter>
  );
}
