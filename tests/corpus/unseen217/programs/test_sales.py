import pandas as pd


def load():
    return pd.read_csv("../sales.csv", parse_dates=["order_date"])


def test_no_missing_prices():
    assert load()["unit_price"].notna().all()


def test_units_positive():
    assert (load()["units"] > 0).all()


def test_revenue_total():
    df = load()
    assert round((df["units"] * df["unit_price"]).sum(), 2) == 54000.00


def test_regions():
    assert set(load()["region"]) == {"North", "South", "East", "West"}
