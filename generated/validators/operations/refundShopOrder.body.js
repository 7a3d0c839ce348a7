// DO NOT EDIT: generated from schemas/openapi.yaml (refundShopOrder body) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
export const validate = validate0;
export default validate0;
const schema0 = {"$ref":"https://schemas.vitrina.local/requests/shop-order-refund.schema.json","$id":"https://schemas.vitrina.local/operations/refundShopOrder.body.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ShopOrderRefundRequest","description":"How much of a paid order to give back through its payment provider (decision 045), in the currency's minor units: the rest of it, or part.","type":"object","properties":{"amount":{"type":"integer","minimum":1,"maximum":100000000000}},"required":["amount"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/shop-order-refund.schema.json"};

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/refundShopOrder.body.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.amount === undefined){
const err0 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/shop-order-refund.schema.json/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "amount")){
const err1 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/shop-order-refund.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.amount !== undefined){
let data0 = data.amount;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/amount",schemaPath:"https://schemas.vitrina.local/requests/shop-order-refund.schema.json/properties/amount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 100000000000 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/amount",schemaPath:"https://schemas.vitrina.local/requests/shop-order-refund.schema.json/properties/amount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/amount",schemaPath:"https://schemas.vitrina.local/requests/shop-order-refund.schema.json/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
else {
const err5 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/shop-order-refund.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

