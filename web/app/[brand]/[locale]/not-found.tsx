export default function NotFound() {
  return (
    <section>
      <h1>Page not found · Página no encontrada</h1>
      <p>
        <a href="/">Go to the home page</a> · <a href="/es">Ir a la página de inicio</a>
      </p>
    </section>
  );
}
